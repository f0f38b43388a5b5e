import { type ReactNode, createContext, useContext, useId } from 'react';
import './light.css';

interface FieldState {
  invalid: boolean;
  /** The id of the error text, for the input's aria-describedby. */
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldState>({ invalid: false, describedBy: undefined });

/** What the enclosing Field says about its input (nothing outside a Field). */
export const useFieldState = () => useContext(FieldContext);

/**
 * A label-less form row (the placeholder and aria-label name the input): the input, and under it the
 * error, which its input announces through aria-invalid and aria-describedby.
 */
export function Field({ error, children }: { error?: string; children: ReactNode }) {
  const errorId = useId();
  const invalid = Boolean(error);
  return (
    <div className={invalid ? 'lt-field lt-field-invalid' : 'lt-field'}>
      <FieldContext value={{ invalid, describedBy: invalid ? errorId : undefined }}>{children}</FieldContext>
      {invalid && (
        <div id={errorId} className="lt-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
