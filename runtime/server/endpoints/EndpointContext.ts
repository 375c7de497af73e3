import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDefinition, EntityDefinition } from '../../shared/index.js';
import type { EntityValidator } from '../http/createEntityValidator.js';
import type { EntityRegistry } from '../model/index.js';
import type { EntityHooks } from './EntityHooks.js';
import type { Store } from '../storage/index.js';

/** Everything a handler factory needs about the one endpoint it serves. */
export interface EndpointContext {
  readonly entity: EntityDefinition;
  readonly endpoint: EndpointDefinition;
  /** Where rows are read and written; the engine's strategies stay behind it. */
  readonly store: Store;
  readonly validator: EntityValidator;
  /** Every served entity: references, through lists and relations reach other entities through it. */
  readonly registry: EntityRegistry;
  /** A built-in entity's own behaviour on create and update (EntityHooks); null for every other entity. */
  readonly hooks: EntityHooks | null;
  /** The most rows an XLSX export takes; absent: a sheet's (XLSX_MAX_ROWS). */
  readonly xlsxMaxRows?: number;
}

export type EndpointHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Builds the handler of one endpoint kind; throws at start-up if the endpoint cannot be served. */
export type EndpointFactory = (context: EndpointContext) => EndpointHandler;
