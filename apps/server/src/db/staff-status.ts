import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A staff account whose invite was accepted: the person set a password (better-auth's
 * credential account, accounts_user_idx). An invited consultant who has not yet cannot sign in,
 * so nobody is assigned to them (issue #30): sign-up, the chat's assignment, an admin's choice
 * and moving clients all ask this of the consultant.
 */
export const hasSetPassword = (userId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from accounts acc where acc.user_id = ${userId} and acc.provider_id = 'credential')`;
