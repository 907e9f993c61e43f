// The Wild West Show's parts of the table, one chunk loaded when a game needs them (lib/show.svelte.ts).
export { default as ShowCard } from './ShowCard.svelte';
export { default as ShowReveal } from './ShowReveal.svelte';
export { default as GagButton } from './GagButton.svelte';
export { default as DorothyRageOrder } from './DorothyRageOrder.svelte';
