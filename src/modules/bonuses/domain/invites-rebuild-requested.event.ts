/**
 * Asks for a rebuild of every Vegas Invites year, after records were written in bulk (a
 * migration that recounts). It carries nothing.
 */
export class InvitesRebuildRequestedEvent {
  static readonly type = 'InvitesRebuildRequested';

  toPayload(): Record<string, unknown> {
    return {};
  }

  static fromPayload(): InvitesRebuildRequestedEvent {
    return new InvitesRebuildRequestedEvent();
  }
}
