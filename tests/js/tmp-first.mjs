import { Game } from 'chess-arbiter';
const g = new Game();
console.error('---moves');
g.moves();
