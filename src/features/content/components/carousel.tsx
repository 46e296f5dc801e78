import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { buttonClass, ui } from '@/components/plain-ui';
import classes from './carousel.module.css';

type Props<T> = {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string;
  /** Milliseconds between automatic changes. */
  interval?: number;
  /** Width / height of the viewport, e.g. "5 / 2"; optional mobile ratio. */
  ratio: string;
  mobileRatio?: string;
};

const Icon = ({ d }: { d: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
const PREV = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z';
const NEXT = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
const PAUSE = 'M6 5h4v14H6zm8 0h4v14h-4z';
const PLAY = 'M8 5v14l11-7z';
// Mantine's ActionIcon look (variant outline, size lg), in plain markup: the home page's carousel is on the first screen.
const iconButton = buttonClass({ variant: 'outline' }, ui.icon);

/**
 * An accessible carousel (WAI-ARIA APG pattern): labelled previous / next and
 * pause buttons, one button per slide, rotation that stops while the pointer or
 * keyboard focus is inside, and no automatic motion under prefers-reduced-motion.
 * Hidden slides are inert, so their links are never focusable.
 */
export function Carousel<T>({ label, items, renderItem, itemKey, interval = 6000, ratio, mobileRatio }: Props<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // The user's explicit choice; under reduced motion we start paused.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const paused = userPaused ?? Boolean(reducedMotion);
  const rotating = !paused && !hovered && !focusWithin && count > 1;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(id);
  }, [rotating, interval, count]);

  const style = { '--carousel-ratio': ratio, '--carousel-ratio-mobile': mobileRatio ?? ratio } as CSSProperties;

  return (
    <section
      className={classes.root}
      aria-roledescription="carrusel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const active = i === index;
          return (
            <div
              key={itemKey(item)}
              className={classes.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}`}
              data-active={active || undefined}
              aria-hidden={!active}
              inert={!active}
            >
              {renderItem(item, i)}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={classes.controls}>
          <div className={classes.controlGroup}>
            <button
              type="button"
              className={iconButton}
              onClick={() => setUserPaused(!paused)}
              aria-label={paused ? 'Reanudar la rotación automática' : 'Pausar la rotación automática'}
            >
              <Icon d={paused ? PLAY : PAUSE} />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={() => go(index - 1)}
              aria-label="Diapositiva anterior"
            >
              <Icon d={PREV} />
            </button>
          </div>
          <ul className={classes.dots}>
            {items.map((item, i) => (
              <li key={itemKey(item)}>
                <button
                  type="button"
                  className={classes.dot}
                  aria-label={`Mostrar diapositiva ${i + 1} de ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={iconButton} onClick={() => go(index + 1)} aria-label="Diapositiva siguiente">
            <Icon d={NEXT} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
