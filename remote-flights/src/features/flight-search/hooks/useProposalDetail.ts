/** One proposal's detail (GetTransportProposalByProposalId), fetched when its details open. */
import { useCallback, useEffect, useState } from 'react';
import { logCallError } from '@storefront/shared/api/client';
import { getFlightProposal } from '@storefront/shared/api/transport';
import type { FlightProposalDetail } from '@storefront/shared/domain/flight';

export type DetailState =
  { status: 'loading' } | { status: 'ready'; detail: FlightProposalDetail } | { status: 'failed' };

export function useProposalDetail(proposalId: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${proposalId}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: DetailState } | null>(null);
  useEffect(() => {
    let live = true;
    getFlightProposal(proposalId).then(
      (detail) => live && setAnswer({ key, state: { status: 'ready', detail } }),
      (error: unknown) => {
        logCallError(error);
        if (live) setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [proposalId, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: DetailState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, retry };
}
