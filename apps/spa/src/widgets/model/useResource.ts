// Binds a core resource (packages/core/src/model/resource.ts) to a page: loaded when `inputs`
// change, answers of earlier inputs or of an unmounted page dropped, read with useSyncExternalStore.
import { createResource, type Resource, type ResourceState } from '@ent/core/model';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLatest } from './useLatest';

export type ResourceBinding<T> = ResourceState<T> & Pick<Resource<T>, 'reload' | 'set'>;

/**
 * One record for this page. `load` may read the page's services and props; it runs again when
 * one of `inputs` changes (compared one by one, like an effect's dependencies).
 */
export function useResource<T>(load: () => Promise<T>, inputs: readonly unknown[]): ResourceBinding<T> {
  const latest = useLatest(load);
  const [resource] = useState(() => createResource<T>());
  const state = useSyncExternalStore(resource.subscribe, resource.getState, resource.getState);
  const key = useInputsKey(inputs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the caller's inputs, which the loader reads.
  useEffect(() => {
    void resource.load(() => latest.current());
    return () => resource.dispose();
  }, [resource, latest, key]);
  return { ...state, reload: resource.reload, set: resource.set };
}

/** A number that changes whenever one of the inputs changes (Object.is), as effects compare them. */
function useInputsKey(inputs: readonly unknown[]): number {
  const [memo] = useState(() => ({ inputs, key: 0 }));
  if (memo.inputs.length !== inputs.length || memo.inputs.some((value, index) => !Object.is(value, inputs[index]))) {
    memo.inputs = inputs;
    memo.key += 1;
  }
  return memo.key;
}
