import { useEffect, useId, useRef } from 'react';
import { SendNotice, type SendNoticeProps } from './send-notice';
import classes from './error-summary.module.css';

export type ErrorSummaryItem = { id: string; label: string; message: string };

export type ErrorSummaryProps = {
  items: readonly ErrorSummaryItem[];
  /** Changes on every failed submit: the summary then takes the focus. */
  attempt: number;
  /** What the form says about its last send (may have arrived; draft restored), shown above the summary. */
  notice?: SendNoticeProps;
};

const ERROR_SUMMARY_TITLE = 'Revisá estos datos para poder enviar';

/** Moves to a field from the summary: its label in view, the focus in the field. */
function focusField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The error summary of a form (GOV.UK / NHS pattern): after a failed submit it lists each invalid field as a link
 * that moves the focus to it, and takes the focus itself so a screen reader reads it. Each field keeps its own
 * inline message; the list shrinks as fields are corrected and is gone once none is left.
 */
export function ErrorSummary({ items, attempt, notice }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedAttempt = useRef(0);
  const headingId = useId();

  // Once per failed submit, as soon as the summary is on screen.
  useEffect(() => {
    if (attempt === focusedAttempt.current || !ref.current) return;
    focusedAttempt.current = attempt;
    ref.current.focus();
  });

  const sendNotice = notice ? <SendNotice {...notice} /> : null;
  if (items.length === 0) return sendNotice;
  return (
    <>
      {sendNotice}
      <div
        ref={ref}
        className={classes.summary}
        role="alert"
        tabIndex={-1}
        aria-labelledby={headingId}
        data-error-summary
      >
        <h2 id={headingId} className={classes.heading}>
          {ERROR_SUMMARY_TITLE}
        </h2>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                className={classes.link}
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.id);
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
