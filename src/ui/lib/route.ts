// Where the app is, kept in the URL hash so a reload shows the same screen: #/, #/new, #/game/3, #/stats,
// #/story/3 (a game's story as a chart), and the table display: #/display follows the game the main view has
// open, #/display/3 always shows game 3.
export type Route =
  | { screen: 'list' }
  | { screen: 'new' }
  | { screen: 'game'; id: number }
  | { screen: 'stats' }
  | { screen: 'story'; id: number }
  | { screen: 'display'; id: number | null };

export function parseHash(hash: string): Route {
  const game = /^#\/game\/(\d+)$/.exec(hash);
  if (game) return { screen: 'game', id: Number(game[1]) };
  const story = /^#\/story\/(\d+)$/.exec(hash);
  if (story) return { screen: 'story', id: Number(story[1]) };
  const display = /^#\/display(?:\/(\d+))?$/.exec(hash);
  if (display) return { screen: 'display', id: display[1] ? Number(display[1]) : null };
  if (hash === '#/stats') return { screen: 'stats' };
  if (hash === '#/new') return { screen: 'new' };
  return { screen: 'list' };
}

export function hashOf(route: Route): string {
  switch (route.screen) {
    case 'game':
      return `#/game/${route.id}`;
    case 'new':
      return '#/new';
    case 'stats':
      return '#/stats';
    case 'story':
      return `#/story/${route.id}`;
    case 'display':
      return route.id === null ? '#/display' : `#/display/${route.id}`;
    case 'list':
      return '#/';
  }
}
