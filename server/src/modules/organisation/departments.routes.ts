import {
  Department,
  DepartmentBody,
  DepartmentPage,
  DetailResponse,
  messages,
  PageQuery,
  StaffUser,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createDepartmentsService } from './departments.service.js';

const tags = ['departments'];
const security = [{ bearerAuth: [] }];
// docs/product.md#roles: support users neither see nor manage departments.
const managers = { access: access.can('manage_departments') };
const DepartmentParams = z.object({ id: z.uuid() });

export interface DepartmentsRouteOptions {
  departments: ReturnType<typeof createDepartmentsService>;
}

// Registered under /api/profile; bad form input answers 400 (docs/product.md#api-conventions).
export const departmentsRoutes: FastifyPluginAsyncZod<DepartmentsRouteOptions> = async (app, { departments }) => {
  app.post(
    '/create-department/',
    {
      config: { ...managers, invalidInput: { status: 400, message: 'fillFormsToProceed' } },
      schema: { tags, security, summary: 'Create a department', body: DepartmentBody, response: { 200: Department } },
    },
    async (request) => departments.createDepartment({ actor: actorOf(request), body: request.body }),
  );

  app.put(
    '/update-department/:id/',
    {
      config: { ...managers, invalidInput: { status: 400, message: 'fillOutFormsToProceed' } },
      schema: {
        tags,
        security,
        summary: 'Rename or describe a department',
        params: DepartmentParams,
        body: DepartmentBody,
        response: { 200: Department },
      },
    },
    async (request) =>
      departments.updateDepartment({
        actor: actorOf(request),
        departmentId: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    '/delete-department/:id/',
    {
      config: { ...managers, invalidInput: { status: 400, message: 'fillFormsToProceed' } },
      schema: {
        tags,
        security,
        summary: 'Delete a department; its staff stay, without one',
        params: DepartmentParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await departments.deleteDepartment({ actor: actorOf(request), departmentId: request.params.id });
      return { detail: messages.departmentDeleted };
    },
  );

  app.get(
    '/get-departments/',
    {
      config: managers,
      schema: {
        tags,
        security,
        summary: 'Departments, newest first',
        querystring: PageQuery,
        response: { 200: DepartmentPage },
      },
    },
    async (request) => departments.listDepartments({ actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/get-department-users/:id/',
    {
      config: managers,
      schema: {
        tags,
        security,
        summary: 'The staff of a department',
        params: DepartmentParams,
        response: { 200: z.array(StaffUser) },
      },
    },
    async (request) => departments.listDepartmentStaff({ actor: actorOf(request), departmentId: request.params.id }),
  );
};
