// The boards the example list offers: the worked examples and the classic 10×10 board.

export const EXAMPLES = [
  {
    name: 'LeetCode 909 example 1 (6×6, answer 4)',
    text: '[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]\n',
  },
  { name: 'LeetCode 909 example 2 (2×2, answer 1)', text: '[[-1,-1],[-1,3]]\n' },
  { name: 'Worked example (3×3 grid, answer 1)', text: '3\n-1 1 -1\n-1 -1 9\n-1 4 -1\n' },
  { name: 'Worked example (3×3, two jumps to the end)', text: '[[-1,-1,-1],[-1,9,8],[-1,8,9]]\n' },
  { name: 'Empty 2×2 board', text: 'size 2\n' },
  { name: 'One square (1×1, answer 0)', text: '[[-1]]\n' },
  {
    name: 'Classic 10×10 (Milton Bradley, 1943)',
    text: `# Milton Bradley's Chutes and Ladders: 9 ladders, 10 chutes
size 10
1 38
4 14
9 31
21 42
28 84
36 44
51 67
71 91
80 100
16 6
47 26
49 11
56 53
62 19
64 60
87 24
93 73
95 75
98 78
`,
  },
  {
    name: 'A wall of six snakes (unreachable)',
    text: '# six snake heads in a row: no roll gets past them\nsize 4\n5 1\n6 2\n7 3\n8 1\n9 2\n10 3\n',
  },
];
