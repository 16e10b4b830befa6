import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const NONE: Record<string, string> = {};

/**
 * The server's verdict on a pack id, shown on the pack id field: asked when the field is left (or a code is scanned
 * into it), about the id it checked only: typing a different id drops the verdict and any check still running.
 * `verifyRef` holds the page's check (it may change between renders); none, and nothing is asked.
 */
export function usePackIdCheck(field: string, packId: string, verifyRef: RefObject<((id: string) => Promise<string | null>) | undefined>) {
  const [errors, setErrors] = useState<Record<string, string>>(NONE);
  const [checking, setChecking] = useState(false);
  const seq = useRef(0);
  // The id the current check or verdict is about.
  const checkedId = useRef<string | null>(null);

  const verify = useCallback(async (id: string): Promise<string | null> => {
    const ask = verifyRef.current;
    const mine = ++seq.current;
    checkedId.current = id.trim();
    if (!ask || id.trim() === '') {
      setErrors(NONE);
      return null;
    }
    setChecking(true);
    let problem: string | null;
    try {
      problem = await ask(id.trim());
    } catch {
      problem = 'orders_form.pack_id_check_failed';
    }
    if (mine === seq.current) {
      setChecking(false);
      setErrors(problem ? { [field]: problem } : NONE);
    }
    return problem;
  }, [field, verifyRef]);

  useLayoutEffect(() => {
    if (checkedId.current === null || packId.trim() === checkedId.current) return;
    checkedId.current = null;
    seq.current++;
    setChecking(false);
    setErrors(NONE);
  }, [packId]);

  return { errors, checking, verify };
}
