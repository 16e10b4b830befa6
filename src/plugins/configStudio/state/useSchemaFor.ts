import { useEffect, useState } from 'react';
import { readServed } from '@kernel';
import { bundleSchema } from '../editor/bundleSchema';

const SHARED = '_gate.schema.json';
const cache = new Map<string, Promise<unknown>>();

function schemaFile(name: string): Promise<unknown> {
  let p = cache.get(name);
  if (!p) cache.set(name, (p = readServed(`schemas/${name}`).then((t) => (t === null ? null : JSON.parse(t) as unknown))));
  return p;
}

/** The schema a file names in its `$schema` key (as served), bundled for the editor; null when it names none. */
export function useSchemaFor(text: string | null): object | null {
  const name = text ? /"\$schema"\s*:\s*"(?:\.{1,2}\/)*schemas\/([\w.-]+\.schema\.json)"/.exec(text)?.[1] : undefined;
  const [schema, setSchema] = useState<{ name: string; value: object } | null>(null);
  useEffect(() => {
    if (!name) return;
    let live = true;
    Promise.all([schemaFile(name), schemaFile(SHARED)]).then(([own, shared]) => {
      if (live && own) setSchema({ name, value: bundleSchema(own, { [SHARED]: shared }) as object });
    }, () => undefined);
    return () => { live = false; };
  }, [name]);
  return schema && schema.name === name ? schema.value : null;
}
