import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface NextStep {
  /** The page's path, or null when the session may not open it (then the step is left out). */
  to: string | null;
  label: ReactNode;
  testId?: string;
  primary?: boolean;
}

/**
 * An empty state's way forward: what is missing and the pages that provide it, as buttons, so nobody
 * is left at "nothing here" without knowing where to go next.
 */
export function NextSteps({ text, steps, align = 'center' }: { text: ReactNode; steps: NextStep[]; align?: 'center' | 'start' }) {
  const navigate = useNavigate();
  const open = steps.filter((s): s is NextStep & { to: string } => s.to !== null);
  return (
    <Flex vertical gap={8} align={align} data-testid="next-steps">
      <span>{text}</span>
      {open.length > 0 && (
        <Flex wrap gap={8} justify={align}>
          {open.map((s) => (
            <Button key={s.to} type={s.primary ? 'primary' : 'default'} onClick={() => void navigate(s.to)} data-testid={s.testId}>
              {s.label}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
