import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS } from '@velvet/contract';
import { routes } from './router';

/** The paths of a route table, as full paths: `index` is its parent's path; `*` alone (not found) is left out. */
function pathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = (route.index || route.path) && route.path !== '*' ? [here] : [];
    return [...own, ...(route.children ? pathsOf(route.children, route.path ? here : parent) : [])];
  });
}

describe('the router table', () => {
  it('has exactly the pages the server answers 200 for (PAGE_PATHS)', () => {
    expect(pathsOf(routes).sort()).toEqual([...PAGE_PATHS].sort());
  });
});
