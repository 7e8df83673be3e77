/** The session's freemium fields (login response, spec §3). */
export interface FreemiumSession {
  /** Session `isFreemium`: the freemium end date, or false. */
  isFreemium: string | false;
  /** Session `linkFreemium`: the upgrade link. */
  linkFreemium: string | null;
}

/** A live freemium grant the learner holds (a course opened by it, an access of kind freemium). */
export interface FreemiumGrant {
  endsAt: string | null;
  /** Where to buy what the grant opened. */
  url: string | null;
}

/** When the free access ends and where to upgrade. */
export interface FreemiumOffer {
  endsAt: string;
  url: string | null;
}

/**
 * The one rule for the trial's end (the catalog's banner reads it from courses, /Acessos from accesses): the
 * session's end date and upgrade link; else the earliest end among the live freemium grants, with the session's
 * link or the grant's purchase link; null without freemium.
 */
export function freemiumOffer(session: FreemiumSession, grants: readonly FreemiumGrant[]): FreemiumOffer | null {
  if (session.isFreemium) return { endsAt: session.isFreemium, url: session.linkFreemium };
  const ending = grants
    .filter((grant) => grant.endsAt !== null)
    .sort((a, b) => Date.parse(a.endsAt ?? '') - Date.parse(b.endsAt ?? ''))[0];
  if (!ending?.endsAt) return null;
  return { endsAt: ending.endsAt, url: session.linkFreemium ?? ending.url };
}
