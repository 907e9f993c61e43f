// The question the game waits on, in the table's language: "answer the BANG! from Ann", "flip for the
// Barrel". The main view's banner and the table display say it with the same words.
import type { Prompt } from '../../engine/types.ts';
import { i18n, localName } from '../i18n/index.svelte.ts';

export function promptQuestion(prompt: Prompt): string {
  const t = i18n.t;
  const needed = prompt.needed && prompt.needed > 1 ? t.needsN({ n: prompt.needed }) : '';
  // The card that opened the prompt (Arrow opens an Indians! prompt; Duel! and Indians! name themselves).
  const card = prompt.card ?? (prompt.type === 'duel' || prompt.type === 'indians' ? prompt.type : 'bang');
  return t.prompts[prompt.type]({
    card: String(localName(card)),
    from: prompt.from && prompt.from !== prompt.player ? prompt.from : '',
    needed: prompt.type === 'general-store' ? (prompt.needed ?? 1) : needed,
  });
}
