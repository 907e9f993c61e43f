// The Valley of Shadows' table parts, loaded together the first time a game with the expansion is shown.
export { default as DraftChoices } from './DraftChoices.svelte';
export { default as SeatOffers } from './SeatOffers.svelte';
export { default as PhoneOffers } from './PhoneOffers.svelte';
