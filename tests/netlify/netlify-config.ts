/**
 * netlify.toml read the way a Netlify build reads it, turned into the options Netlify's build passes to
 * zip-it-and-ship-it's `zipFunctions`: @netlify/config's `normalizeFunctionsProps` (top-level `[functions]`
 * settings become the `*` pattern, `directory` comes out) and @netlify/build's `normalizeFunctionConfig`
 * (snake_case to camelCase, `esbuild` to `esbuild_zisi`, the build's Node version, paths from the base
 * directory).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import type { FunctionConfig, ZipFunctionsOptions } from '@netlify/zip-it-and-ship-it';

/** The function settings @netlify/config knows; other keys of `[functions]` are function-name globs. */
const FUNCTION_CONFIG_PROPERTIES = new Set([
  'deno_import_map',
  'directory',
  'external_node_modules',
  'ignored_node_modules',
  'included_files',
  'memory',
  'node_bundler',
  'region',
  'schedule',
  'vcpu',
]);

type Settings = Record<string, unknown>;

export interface NetlifyFunctionsBuild {
  /** The functions directory, absolute. */
  directory: string;
  options: ZipFunctionsOptions;
}

export function readNetlifyFunctionsBuild(projectRoot: string): NetlifyFunctionsBuild {
  const toml = parse(fs.readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8')) as {
    functions?: Settings;
    build?: { environment?: Record<string, string> };
  };
  const patterns: Record<string, Settings> = { '*': {} };
  for (const [key, value] of Object.entries(toml.functions ?? {})) {
    const isSetting = FUNCTION_CONFIG_PROPERTIES.has(key) && (typeof value !== 'object' || Array.isArray(value));
    if (isSetting) patterns['*']![key] = value;
    else patterns[key] = value as Settings;
  }
  const { directory, ...wildcard } = patterns['*']!;
  patterns['*'] = wildcard;
  if (typeof directory !== 'string') throw new Error('netlify.toml: [functions] directory is missing');
  const nodeVersion = toml.build?.environment?.NODE_VERSION;
  const config: Record<string, FunctionConfig> = {};
  for (const [pattern, s] of Object.entries(patterns)) {
    config[pattern] = {
      externalNodeModules: s.external_node_modules as string[] | undefined,
      includedFiles: s.included_files as string[] | undefined,
      includedFilesBasePath: projectRoot,
      ignoredNodeModules: s.ignored_node_modules as string[] | undefined,
      nodeVersion,
      schedule: s.schedule as string | undefined,
      nodeBundler: (s.node_bundler === 'esbuild' ? 'esbuild_zisi' : s.node_bundler) as FunctionConfig['nodeBundler'],
    } as FunctionConfig;
  }
  return {
    directory: path.resolve(projectRoot, directory),
    options: { basePath: projectRoot, repositoryRoot: projectRoot, config },
  };
}
