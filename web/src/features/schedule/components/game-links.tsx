/** A list of games as links to their detail pages: title with markers, venue and time where it is played. */
import { Link } from 'react-router-dom';
import { gameDetailPath, gameLabel, type ScheduleGame } from '../game-list';
import { formatGameClock } from '../game-time';
import classes from './game-links.module.css';

export function GameLinks({ games }: { readonly games: readonly ScheduleGame[] }) {
  return (
    <ul className={classes.list}>
      {games.map((game) => (
        <li key={game.gameID} data-testid="game-link" data-game-id={game.gameID} className={classes.row}>
          <span className={classes.time}>{formatGameClock(game.gameAt, game.venueTimeZone)}</span>
          <div className={classes.place}>
            <Link
              to={gameDetailPath(game.gameID)}
              className={game.canceled ? `${classes.game} ${classes.canceled}` : classes.game}
            >
              {gameLabel(game)}
            </Link>
            {game.venueName && !gameLabel(game).startsWith(game.venueName) && (
              <p className={classes.venue}>{game.venueName}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
