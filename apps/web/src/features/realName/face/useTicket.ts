import type { FaceTicket } from '@console/contract';
import { useState } from 'react';

/**
 * The QR ticket a form asked for, and what it was asked with, so "Generate a new code" needs no
 * second round through the form. A refusal is thrown back to the form that asked.
 */
export function useTicket<E>(issue: (elements: E) => Promise<FaceTicket>) {
  const [ticket, setTicket] = useState<FaceTicket | null>(null);
  // Kept after going back to the form, which starts from them.
  const [elements, setElements] = useState<E | null>(null);
  const [generating, setGenerating] = useState(false);

  const generate = async (asked: E) => {
    setGenerating(true);
    try {
      setTicket(await issue(asked));
      setElements(asked);
    } finally {
      setGenerating(false);
    }
  };

  return {
    ticket,
    elements,
    generating,
    generate,
    // A refused renewal was already toasted by the http client; the old code stays on screen.
    regenerate: () => void (elements && generate(elements).catch(() => undefined)),
    reset: () => setTicket(null),
  };
}
