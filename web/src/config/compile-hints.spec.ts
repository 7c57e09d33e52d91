/** The first page's files carry V8's compile hint on their first line, and their source maps still point home. */
import { describe, expect, it } from '@jest/globals';
import { compileHints } from '../../compile-hints.plugin';

type Bundle = Record<string, Record<string, unknown>>;

const chunk = (fileName: string, name: string, isEntry = false) => ({
  type: 'chunk',
  fileName,
  name,
  isEntry,
  code: 'const a=1;\nexport{a};',
});
const mapOf = (mappings: string) => ({ type: 'asset', source: JSON.stringify({ version: 3, mappings }) });

function build(bundle: Bundle): Bundle {
  const plugin = compileHints({ chunks: ['vendor'] });
  const hook = plugin.generateBundle as unknown as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('marks the entry and the named chunks, moves their maps down a line, and leaves lazy screens alone', () => {
    const bundle = build({
      'index.js': chunk('index.js', 'index', true),
      'index.js.map': mapOf('AAAA'),
      'vendor.js': chunk('vendor.js', 'vendor'),
      'vendor.js.map': mapOf('AAAA;AACA'),
      'screen.js': chunk('screen.js', 'screen'),
      'screen.js.map': mapOf('AAAA'),
    });
    expect(bundle['index.js']!['code']).toBe('//# allFunctionsCalledOnLoad\nconst a=1;\nexport{a};');
    expect(bundle['vendor.js']!['code']).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(bundle['screen.js']!['code']).toBe('const a=1;\nexport{a};');
    const mappings = (file: string) => (JSON.parse(bundle[file]!['source'] as string) as { mappings: string }).mappings;
    expect(mappings('index.js.map')).toBe(';AAAA');
    expect(mappings('vendor.js.map')).toBe(';AAAA;AACA');
    expect(mappings('screen.js.map')).toBe('AAAA');
  });

  it('marks a file once, however often the hook runs', () => {
    const bundle = build(build({ 'index.js': chunk('index.js', 'index', true), 'index.js.map': mapOf('AAAA') }));
    expect((bundle['index.js']!['code'] as string).match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
