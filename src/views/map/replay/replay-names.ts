import { createContext } from 'react';
import type { VehicleId } from '../../../api/contract';

/**
 * The replayed vehicles' names by id, for the replay's labels and tooltip (issue 30 §3 review: every
 * head was an anonymous dot). The page that owns the replay provides it around the map; without it a
 * vehicle is named by its number.
 */
export const ReplayNamesContext = createContext<ReadonlyMap<VehicleId, string>>(new Map());
