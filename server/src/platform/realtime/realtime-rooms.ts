// Every socket joins three rooms when it connects. Events go to an
// organisation or a user; revoking sessions disconnects by session or user.
export const realtimeRooms = {
  organization: (organizationId: string) => `org:${organizationId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};
