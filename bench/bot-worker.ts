/**
 * A worker of `bench/bot.ts` (worker_threads, run under tsx): plays the games it is sent, the reference bot against
 * the random player, and answers each with its result.
 */
import { parentPort } from 'node:worker_threads';
import { playBotGame, type BotGame } from './bot-games.js';

parentPort?.on('message', (m: { games?: readonly BotGame[]; stop?: boolean }) => {
  if (m.stop === true) {
    parentPort?.close();
    return;
  }
  for (const g of m.games ?? []) parentPort?.postMessage(playBotGame(g));
});
parentPort?.postMessage({ ready: true });
