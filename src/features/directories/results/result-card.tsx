import type { CSSProperties, ReactNode } from 'react';
import { buttonClass } from '@/components/plain-ui';
import classes from './result-card.module.css';

/** Every card keeps this height at least, so the list does not jump between loading and results. */
export const RESULT_CARD_HEIGHT = 148;

/** The class of a result's lines (address, phone…), and of the parts inside them. */
export const resultLine = classes.line;
export const resultLineClasses = { strong: classes.strong, note: classes.note, link: classes.link };
/**
 * A result's small action ('Ver en el mapa', 'Cómo llegar', 'Guardar'…): Mantine's Button subtle, size compact-sm,
 * in plain markup (buttonClass); a pressed toggle takes the light look.
 */
export const resultActionClass = (pressed = false) =>
  buttonClass({ variant: pressed ? 'light' : 'subtle', size: 'compact-sm' });

type Props = {
  id: number;
  title: string;
  /** 'Cerca mío': how far it is, e.g. "a 2,4 km". */
  distance?: string;
  children: ReactNode;
  /** Its actions after 'Ver en el mapa' ('Cómo llegar', 'Guardar', '¿Algún dato está mal?'). */
  actions?: ReactNode;
  /** Its marker's popup is open. */
  selected?: boolean;
  /** It is on the map: 'Ver en el mapa' calls onShowOnMap. */
  hasPlace?: boolean;
  onShowOnMap?: () => void;
  /** Hover or focus: its marker is emphasised (null when leaving). */
  onHighlight?: (id: number | null) => void;
};

/** One result. Hovering or focusing it highlights its marker; 'Ver en el mapa' opens the marker's popup. */
export function ResultCard(props: Props) {
  const { id, title, distance, children, actions, selected, hasPlace, onShowOnMap, onHighlight } = props;
  return (
    <div
      className={classes.card}
      style={{ '--result-card-height': `${RESULT_CARD_HEIGHT}px` } as CSSProperties}
      data-result-id={id}
      data-selected={selected ?? false}
      onMouseEnter={() => onHighlight?.(id)}
      onMouseLeave={() => onHighlight?.(null)}
      onFocusCapture={() => onHighlight?.(id)}
      onBlurCapture={() => onHighlight?.(null)}
    >
      <h3 className={classes.title}>{title}</h3>
      {distance && <p className={`${classes.line} ${classes.distance}`}>{distance}</p>}
      {children}
      <div className={classes.actions}>
        {hasPlace && (
          <button type="button" className={resultActionClass(selected)} onClick={onShowOnMap} aria-pressed={selected}>
            Ver en el mapa
          </button>
        )}
        {actions}
      </div>
    </div>
  );
}
