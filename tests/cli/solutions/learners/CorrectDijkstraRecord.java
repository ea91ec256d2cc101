class Solution {
    record Item(int rolls, int square) {}

    public int snakesAndLadders(int[][] board) {
        int n = board.length, goal = n * n;
        Map<Integer, Integer> best = new HashMap<>();
        PriorityQueue<Item> pq = new PriorityQueue<>(Comparator.comparingInt(Item::rolls));
        pq.add(new Item(0, 1));
        best.put(1, 0);
        while (!pq.isEmpty()) {
            Item it = pq.poll();
            if (it.square() == goal) return it.rolls();
            if (it.rolls() > best.get(it.square())) continue;
            for (int d = 1; d <= 6 && it.square() + d <= goal; d++) {
                int s = it.square() + d;
                int q = (s - 1) / n, r = (s - 1) % n;
                int v = board[n - 1 - q][q % 2 == 0 ? r : n - 1 - r];
                int t = v == -1 ? s : v;
                if (it.rolls() + 1 < best.getOrDefault(t, Integer.MAX_VALUE)) {
                    best.put(t, it.rolls() + 1);
                    pq.add(new Item(it.rolls() + 1, t));
                }
            }
        }
        return -1;
    }
}
