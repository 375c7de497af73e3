#!/usr/bin/env node
// The CLI is TypeScript; tsx's loader lets `npx admin-gen` run it without a compile step.
import { register } from 'tsx/esm/api';

register();
await import('../cli.ts');
