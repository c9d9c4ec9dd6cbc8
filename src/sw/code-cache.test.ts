import { describe, expect, it } from 'vitest';
import {
  CODE_CACHE_DONE,
  CODE_CACHE_SCRIPT,
  codeCacheFiles,
  codeCachePage,
  codeCacheScript,
} from './code-cache';

const chunk = (fileName: string) => ({ type: 'chunk', fileName }) as const;

describe('the chunks the hidden code-cache page compiles (issue 35)', () => {
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js'),
    'assets/react-b.js': chunk('assets/react-b.js'),
    'assets/schema-c.js': chunk('assets/schema-c.js'),
    'assets/screen-d.js': chunk('assets/screen-d.js'),
    'assets/view-e.js': chunk('assets/view-e.js'),
    'assets/map-f.js': chunk('assets/map-f.js'),
    'assets/index-a.css': { type: 'asset', fileName: 'assets/index-a.css' },
    'sw.js': chunk('sw.js'),
  } as const;

  it('are every chunk of the app, its entry too, without what is cached on demand', () => {
    expect([...codeCacheFiles(bundle, new Set(['/assets/map-f.js']))].sort()).toEqual([
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/schema-c.js',
      '/assets/screen-d.js',
      '/assets/view-e.js',
    ]);
  });

  it('are loaded by a page whose only content is its script, which reports how many ran', () => {
    expect(codeCachePage()).toContain(`<script type="module" src="${CODE_CACHE_SCRIPT}"></script>`);
    expect(codeCachePage()).not.toMatch(/<script(?![^>]*src=)/);
    const script = codeCacheScript(['/assets/react-b.js', '/assets/schema-c.js']);
    expect(script).toContain('["/assets/react-b.js","/assets/schema-c.js"]');
    expect(script).toContain(JSON.stringify(CODE_CACHE_DONE));
    expect(script).toContain('location.origin');
  });
});
