import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactMessage, adminMessagesQuery, readStateRequest } from '@velvet/contract';
import { listRoute, rowRoute } from '../shared/routes.ts';
import { listMessages, setMessageRead } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/contact-messages',
    {
      summary: 'Contact form messages',
      query: adminMessagesQuery,
      key: 'messages',
      row: adminContactMessage,
    },
    listMessages,
  );
  rowRoute(
    app,
    'POST',
    '/contact-messages/:id/read',
    {
      summary: 'Mark a contact message read or unread',
      body: readStateRequest,
      key: 'message',
      row: adminContactMessage,
      message: 'admin.message_updated',
    },
    (deps, actor, id, body) => setMessageRead(deps, actor, id, body.read),
  );
};

export default routes;
