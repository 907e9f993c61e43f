// Where the app is, kept in the URL hash so a reload shows the same screen: #/, #/new, #/game/3.
export type Route = { screen: 'list' } | { screen: 'new' } | { screen: 'game'; id: number };

export function parseHash(hash: string): Route {
  const game = /^#\/game\/(\d+)$/.exec(hash);
  if (game) return { screen: 'game', id: Number(game[1]) };
  if (hash === '#/new') return { screen: 'new' };
  return { screen: 'list' };
}

export function hashOf(route: Route): string {
  switch (route.screen) {
    case 'game':
      return `#/game/${route.id}`;
    case 'new':
      return '#/new';
    case 'list':
      return '#/';
  }
}
