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

/** A result on the map too: its marker's popup, its place, and its marker emphasised while it is pointed at. */
type OnMap = {
  /** Its marker's popup is open. */
  selected: boolean;
  /** It is on the map: 'Ver en el mapa' calls onShow. */
  hasPlace: boolean;
  onShow: () => void;
  /** Hover or focus: its marker is emphasised (null when leaving). */
  onHighlight: (id: number | null) => void;
};

type Props = {
  id: number;
  title: string;
  /** 'Cerca mío': how far it is, e.g. "a 2,4 km". */
  distance?: string;
  children: ReactNode;
  /** Its actions after 'Ver en el mapa' ('Cómo llegar', 'Guardar', '¿Algún dato está mal?'). */
  actions?: ReactNode;
  /** The search's results are on the map too ('Guardados' are not). */
  onMap?: OnMap;
};

/** One result. Hovering or focusing it highlights its marker; 'Ver en el mapa' opens the marker's popup. */
export function ResultCard({ id, title, distance, children, actions, onMap }: Props) {
  return (
    <div
      className={classes.card}
      style={{ '--result-card-height': `${RESULT_CARD_HEIGHT}px` } as CSSProperties}
      data-result-id={id}
      data-selected={onMap?.selected ?? false}
      onMouseEnter={() => onMap?.onHighlight(id)}
      onMouseLeave={() => onMap?.onHighlight(null)}
      onFocusCapture={() => onMap?.onHighlight(id)}
      onBlurCapture={() => onMap?.onHighlight(null)}
    >
      <h3 className={classes.title}>{title}</h3>
      {distance && <p className={`${classes.line} ${classes.distance}`}>{distance}</p>}
      {children}
      <div className={classes.actions}>
        {onMap?.hasPlace && (
          <button
            type="button"
            className={resultActionClass(onMap.selected)}
            onClick={onMap.onShow}
            aria-pressed={onMap.selected}
          >
            Ver en el mapa
          </button>
        )}
        {actions}
      </div>
    </div>
  );
}
