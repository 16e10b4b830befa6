import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { checkConfigFiles, readOnce, type ConfigProblem, type LoadedConfig, type ReadConfigFile } from '@kernel';
import { checkRuns, type CheckRequest } from './checkRuns';
import { studioChecker } from './checkWorker';
import { studioDrafts, type StudioDrafts } from './drafts';
import { editedReader } from './editedSet';

/** Time left for typing before the full cross-file check runs again. */
export const CHECK_DEBOUNCE_MS = 30;
/** A check running longer than this is shown as running (a quick one only shows its result). */
export const CHECKING_NOTICE_MS = 300;

export interface StudioState {
  status: 'loading' | 'ready' | 'failed';
  files: string[];
  file: string;
  /** The open file's text as of the last check (null while it loads); the editor itself has the text as typed. */
  text: string | null;
  edited: ReadonlySet<string>;
  problems: ConfigProblem[] | null;
  checking: boolean;
  /** Bumped when the open file's text is replaced from outside the editor (discarded). */
  version: number;
  /** The edited set as the portal would load it, from the last check without an error (null before one). */
  config: LoadedConfig | null;
  /** A file as served (null when the server has none). */
  served: ReadConfigFile;
  /** A file's draft text, or null when it is not edited. */
  draftOf: (file: string) => string | null;
  open: (file: string) => void;
  edit: (text: string) => void;
  discard: () => void;
  /** Keeps several files as drafts at once (a new country's files) and checks the set again. */
  write: (files: Readonly<Record<string, string>>) => Promise<void>;
}

/** The studio's files, drafts and the shared check's problems on the edited set. */
export function useStudio(): StudioState {
  // Each served file is fetched once for the page's life.
  const served = useMemo(() => readOnce(), []);
  const drafts = useMemo(() => studioDrafts(), []);
  const read = useMemo(() => editedReader(drafts, served), [drafts, served]);
  const [status, setStatus] = useState<StudioState['status']>('loading');
  const [files, setFiles] = useState<string[]>([]);
  const [file, setFile] = useState('portal.json');
  // The text with the file it belongs to: a switch of file never shows the last file's text under the new name.
  const [content, setContent] = useState<{ file: string; text: string } | null>(null);
  const text = content && content.file === file ? content.text : null;
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set(drafts.files()));
  const [problems, setProblems] = useState<ConfigProblem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [version, setVersion] = useState(0);
  const [config, setConfig] = useState<LoadedConfig | null>(null);
  // The editor owns the text as typed: a keystroke renders nothing here, the page follows at the next check.
  const typed = useRef<{ file: string; text: string } | null>(null);
  const editedNow = useRef(edited);
  editedNow.current = edited;
  // The last keystroke's draft write: a check asked by a keystroke reads the drafts once it is done.
  const written = useRef<Promise<unknown>>(Promise.resolve());
  const requests = useMemo(() => new Subject<CheckRequest>(), []);
  const check = useCallback(() => requests.next('now'), [requests]);

  useEffect(() => {
    // Off the page's thread where a worker starts; on the page, the same check on the same reader.
    const checker = studioChecker(() => checkConfigFiles(read), served);
    const runs = checkRuns(requests, () => written.current.then(() => checker.check(draftTexts(drafts))), { quietMs: CHECK_DEBOUNCE_MS, noticeMs: CHECKING_NOTICE_MS });
    const subscription = runs.subscribe((e) => {
      if (e.kind === 'slow') setChecking(true);
      else if (e.kind === 'failed') setStatus('failed');
      else {
        // One render for the check's result, with the text it checked and the files now edited.
        if (typed.current) setContent(typed.current);
        const now = drafts.files();
        if (!sameMembers(editedNow.current, now)) setEdited(new Set(now));
        setProblems(e.result.problems);
        if (e.result.config) setConfig(e.result.config);
        setChecking(false);
        setFiles((known) => (e.result.files.every((f) => known.includes(f)) ? known : [...new Set([...known, ...e.result.files])]));
      }
    });
    return () => {
      subscription.unsubscribe();
      checker.stop();
    };
  }, [requests, read, drafts, served]);

  useEffect(() => {
    // The file list is what the check of the served set reads: the files the portal loads at start-up.
    checkConfigFiles(served).then((result) => {
      setFiles(result.files);
      setStatus('ready');
      check();
    }, () => setStatus('failed'));
  }, [served, check]);

  useEffect(() => {
    let live = true;
    typed.current = null;
    const draft = drafts.get(file);
    if (draft !== null) setContent({ file, text: draft });
    else served(file).then((t) => live && setContent({ file, text: t ?? '' }), () => live && setContent({ file, text: '' }));
    return () => { live = false; };
  }, [file, drafts, served]);

  useEffect(() => {
    // For the keystroke-to-problems figure: the list as committed, measured from the last edit.
    if (problems && performance.getEntriesByName('configStudio:edit').length) performance.mark('configStudio:problems');
  }, [problems]);

  const edit = useCallback((next: string) => {
    performance.mark('configStudio:edit');
    typed.current = { file, text: next };
    written.current = served(file).then((original) => drafts.set(file, next, original), () => undefined);
    // Asked with the keystroke itself: a check of the text before it, still running, is dropped at once.
    requests.next('edit');
  }, [file, drafts, served, requests]);

  const discard = useCallback(() => {
    drafts.discard(file);
    typed.current = null;
    setEdited(new Set(drafts.files()));
    void served(file).then((t) => {
      setContent({ file, text: t ?? '' });
      setVersion((v) => v + 1);
    });
    check();
  }, [file, drafts, served, check]);

  const write = useCallback(async (next: Readonly<Record<string, string>>) => {
    const entries = Object.entries(next);
    const originals = await Promise.all(entries.map(([f]) => served(f).catch(() => null)));
    entries.forEach(([f, t], i) => drafts.set(f, t, originals[i] ?? null));
    setEdited(new Set(drafts.files()));
    // The open file may be one of them: show its new text.
    const open = entries.find(([f]) => f === file);
    if (open) {
      typed.current = null;
      setContent({ file, text: open[1] });
      setVersion((v) => v + 1);
    }
    check();
  }, [file, drafts, served, check]);

  return {
    status, files, file, text, edited, problems, checking, version, config, served, draftOf: drafts.get,
    open: setFile, edit, discard, write,
  };
}

const sameMembers = (set: ReadonlySet<string>, list: readonly string[]) => set.size === list.length && list.every((f) => set.has(f));

/** Every draft's text by file, as the worker's check reads them. */
function draftTexts(drafts: StudioDrafts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of drafts.files()) {
    const text = drafts.get(f);
    if (text !== null) out[f] = text;
  }
  return out;
}
