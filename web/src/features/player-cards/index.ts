/**
 * The player cards feature's public face: the card (/players/card/{number?}) and the card
 * request (/players/card/request/{number?}). Everything else here is its own.
 */
export { CardRequestScreen } from './components/card-request-screen';
export { PlayerCardScreen } from './components/player-card-screen';
