// The worker of the Engine class in Node (see node.js).
import { parentPort } from 'node:worker_threads';
import { bestMove } from './node.js';
import { answer } from './protocol.js';

parentPort.on('message', (message) => parentPort.postMessage(answer(bestMove, message)));
