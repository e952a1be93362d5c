// The remote pages a server render has in hand: the shell's host loads the page's module from the
// remote's server build before rendering (React cannot wait for Module Federation there), and
// RemotePage renders it in the place where the browser's lazy page goes, so the markup is the same.
import { type ComponentType, createContext } from 'react';

export type ServerPages = ReadonlyMap<string, ComponentType>;

export const serverPageKey = (remote: string, module: string) => `${remote}/${module}`;

export const ServerPagesContext = createContext<ServerPages | null>(null);
