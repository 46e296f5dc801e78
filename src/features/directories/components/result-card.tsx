import type { CSSProperties, ReactNode } from 'react';
import classes from './result-card.module.css';

/** Every card keeps this height at least, so the list does not jump between loading and results. */
export const RESULT_CARD_HEIGHT = 148;

/** The class of a result's lines (address, phone…), and of the parts inside them. */
export const resultLine = classes.line;
export const resultLineClasses = { strong: classes.strong, note: classes.note, link: classes.link };

type Props = {
  id: number;
  title: string;
  /** 'Cerca mío': how far it is, e.g. "a 2,4 km". */
  distance?: string;
  children: ReactNode;
  /** Its marker's popup is open. */
  selected: boolean;
  hasPlace: boolean;
  onShowOnMap: () => void;
  /** Hover or focus: its marker is emphasised (null when leaving). */
  onHighlight: (id: number | null) => void;
};

/** One result. Hovering or focusing it highlights its marker; 'Ver en el mapa' opens the marker's popup. */
export function ResultCard({ id, title, distance, children, selected, hasPlace, onShowOnMap, onHighlight }: Props) {
  return (
    <div
      className={classes.card}
      style={{ '--result-card-height': `${RESULT_CARD_HEIGHT}px` } as CSSProperties}
      data-result-id={id}
      data-selected={selected}
      onMouseEnter={() => onHighlight(id)}
      onMouseLeave={() => onHighlight(null)}
      onFocusCapture={() => onHighlight(id)}
      onBlurCapture={() => onHighlight(null)}
    >
      <h3 className={classes.title}>{title}</h3>
      {distance && (
        <p className={`${classes.line} ${classes.distance}`} data-testid="distance">
          {distance}
        </p>
      )}
      {children}
      {hasPlace && (
        <button type="button" className={classes.showOnMap} onClick={onShowOnMap} aria-pressed={selected}>
          Ver en el mapa
        </button>
      )}
    </div>
  );
}
