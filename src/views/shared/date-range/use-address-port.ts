import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AddressPort } from '../../../machines/period/period-address';

/**
 * The router's address as the period machine's port: a thin translation of wouter's location (the
 * browser's in the app, the in-memory one in tests). Writes replace the history entry.
 */
export const useAddressPort = (): AddressPort => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const live = useRef({ search, path, navigate, listeners: new Set<() => void>() });
  const [port] = useState<AddressPort>(() => ({
    read: () => live.current.search,
    subscribe: (listener) => {
      live.current.listeners.add(listener);
      return { unsubscribe: () => live.current.listeners.delete(listener) };
    },
    replace: (next) => {
      live.current.search = next.replace(/^\?/, '');
      live.current.navigate(`${live.current.path}${next}`, { replace: true });
    },
  }));
  useEffect(() => {
    live.current.path = path;
    live.current.navigate = navigate;
  }, [path, navigate]);
  useEffect(() => {
    if (live.current.search === search) return;
    live.current.search = search;
    for (const listener of live.current.listeners) listener();
  }, [search]);
  return port;
};
