/** The thirteen invariants as fast-check properties, one module each, parameterized by a pack entry. */
export { vpLedgerProperty } from './vp-ledger.js';
export { vpMonotonicProperty } from './vp-monotonic.js';
export { vpMaximumProperty } from './vp-maximum.js';
export { battleTacticsProperty } from './battle-tactics.js';
export { grandStrategyProperty } from './grand-strategy.js';
export { resultAndSwapProperty, checkResult } from './result-and-swap.js';
export { objectiveControlProperty, countedContest } from './objective-control.js';
export { replayDeterminismProperty } from './replay-determinism.js';
export { prefixConsistencyProperty } from './prefix-consistency.js';
export { jsonRoundTripProperty } from './json-round-trip.js';
export { rejectedEventsProperty } from './rejected-events.js';
export { frozenStatesProperty } from './frozen-states.js';
export { battleEndProperty } from './battle-end.js';
