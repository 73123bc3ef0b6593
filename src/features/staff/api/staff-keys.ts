/** Query keys of the staff accounts (the owner's screen): what is fetched, for whom. */
export const staffKeys = {
  all: ['staff-accounts'] as const,
  /** Every account that is or was staff, as public.staff_accounts() returns them. */
  list: () => [...staffKeys.all, 'list'] as const,
  /** Whether the signed-in account is an owner (the nav shows the screen only to owners). */
  isOwner: (userId: string) => [...staffKeys.all, 'is-owner', userId] as const,
  /** How long transport requests are kept (the owner's setting on the same screen). */
  requestSettings: () => [...staffKeys.all, 'request-settings'] as const,
  /** The buyer's inspection period after delivery (the owner's escrow setting, issue #53). */
  escrowSettings: () => [...staffKeys.all, 'escrow-settings'] as const,
};
