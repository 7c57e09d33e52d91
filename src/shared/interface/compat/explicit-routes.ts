import { Injectable, type Type } from '@nestjs/common';
import { ModuleRef, ModulesContainer, Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { SessionAuthenticator, type AuthenticatedUser } from '../../application/auth/authenticated-user.js';
import { handlersOf } from '../auth/access-table.js';
import { SecurityLog } from '../../application/security-log.js';
import { SessionCache } from '../../application/auth/session-cache.js';
import { AccessGuard } from '../auth/access.guard.js';
import { SpecValidationPipe } from '../validation/spec-validation.pipe.js';

/** A controller's methods that take `(data, user)`: the ones a compatibility layer may call. */
type RouteMethod<Controller> = {
  [Name in keyof Controller]: Controller[Name] extends (data: never, user: never) => unknown ? Name : never;
}[keyof Controller] &
  string;

/** One explicit route, as the compatibility layers call it. */
interface ExplicitRoute {
  readonly controller: Type;
  readonly instance: object;
  readonly handler: (data: unknown, user: AuthenticatedUser | undefined) => unknown;
  /** The type of its `@Data()` body (its first parameter): the DTO it is checked against. */
  readonly bodyType: Type | undefined;
}

/**
 * What SPEC's body-shape routes (`POST /v1/point`, `POST /v1/game`) call once their
 * compatibility layer has recognised the form: the explicit route of that form, by its
 * endpoint (`POST /v1/point/check-in`), exactly as a call to it would run —
 *
 * 1. the access guard, with the explicit route's own `@Access` (the level, host mode and
 *    two-step rule come from its declaration, nowhere else);
 * 2. the body checked against the explicit route's DTO, as the global pipe checks it;
 * 3. the explicit route's method, with that body and the caller.
 *
 * So a form answers and refuses as its explicit route does, and a compatibility layer holds
 * no rule of its own. Explicit routes called this way take `(@Data() body, @CurrentUser() user)`.
 * The route is named by its controller class and method (`call(PointsController, 'checkInRoute', ...)`):
 * an import any tool follows, checked by the type checker, never a route string (issue 36).
 */
@Injectable()
export class ExplicitRoutes {
  private routes?: Map<Type, Map<string, ExplicitRoute>>;
  private guard?: AccessGuard;
  private readonly validation = new SpecValidationPipe();

  constructor(
    private readonly modules: ModulesContainer,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Runs the explicit route `controller.method` for this request, with `body` as its data. */
  async call<Controller, Method extends RouteMethod<Controller>>(
    controller: Type<Controller>,
    method: Method,
    request: object,
    response: unknown,
    body: unknown,
  ): Promise<Awaited<ReturnType<Extract<Controller[Method], (...args: never[]) => unknown>>>> {
    const route = this.route(controller, method);
    await this.accessGuard().canActivate(
      new ExecutionContextHost([request, response], route.controller, route.handler),
    );
    const data = route.bodyType ? this.validation.transform(body, { type: 'body', metatype: route.bodyType }) : body;
    return (await route.handler.call(route.instance, data, (request as { user?: AuthenticatedUser }).user)) as Awaited<
      ReturnType<Extract<Controller[Method], (...args: never[]) => unknown>>
    >;
  }

  private route(controller: Type, method: string): ExplicitRoute {
    this.routes ??= this.findRoutes();
    const route = this.routes.get(controller)?.get(method);
    if (!route) throw new Error(`No explicit route ${controller.name}.${method}`);
    return route;
  }

  private findRoutes(): Map<Type, Map<string, ExplicitRoute>> {
    const routes = new Map<Type, Map<string, ExplicitRoute>>();
    for (const module of this.modules.values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Type | undefined;
        if (!controller || !wrapper.instance) continue;
        const methods = new Map<string, ExplicitRoute>();
        routes.set(controller, methods);
        for (const { name, handler } of handlersOf(controller)) {
          const parameterTypes = Reflect.getMetadata('design:paramtypes', controller.prototype, name) as
            Type[] | undefined;
          methods.set(name, {
            controller,
            instance: wrapper.instance as object,
            handler: handler as ExplicitRoute['handler'],
            bodyType: parameterTypes?.[0],
          });
        }
      }
    }
    return routes;
  }

  private accessGuard(): AccessGuard {
    this.guard ??= new AccessGuard(
      this.moduleRef.get(Reflector, { strict: false }),
      this.moduleRef.get(SessionAuthenticator, { strict: false }),
      this.moduleRef.get(SessionCache, { strict: false }),
      this.moduleRef.get(SecurityLog, { strict: false }),
    );
    return this.guard;
  }
}
