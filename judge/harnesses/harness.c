#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static FILE* snl_answers;
static void snl_out_of_memory(void) {
  if (snl_answers != NULL) {
    fputs("! memory\n", snl_answers);
    fflush(snl_answers);
  }
  _exit(0);
}
static void* snl_malloc(size_t n) { void* p = malloc(n); if (p == NULL && n != 0) snl_out_of_memory(); return p; }
static void* snl_calloc(size_t a, size_t b) { void* p = calloc(a, b); if (p == NULL && a != 0 && b != 0) snl_out_of_memory(); return p; }
static void* snl_realloc(void* q, size_t n) { void* p = realloc(q, n); if (p == NULL && n != 0) snl_out_of_memory(); return p; }
#define malloc(n) snl_malloc(n)
#define calloc(a, b) snl_calloc(a, b)
#define realloc(q, n) snl_realloc(q, n)
/* Standard input is empty: stdin gives end-of-file at once and notes that the solution read it. */
static int snl_read_stdin;
static ssize_t snl_stdin_read(void* cookie, char* buffer, size_t size) {
  (void)cookie, (void)buffer, (void)size;
  snl_read_stdin = 1;
  return 0;
}
int snakesAndLadders(int** board, int boardSize, int* boardColSize) __attribute__((weak));
#include "@SOLUTION@"

#undef malloc
#undef calloc
#undef realloc

int main(int argc, char** argv) {
  if (snakesAndLadders == NULL) {
    fprintf(stderr, "%s: no function int snakesAndLadders(int** board, int boardSize, int* boardColSize)\n",
            argc > 1 ? argv[1] : "the solution");
    return 1;
  }
  FILE* boards = fdopen(3, "r");  /* standard input is empty, standard output goes to standard error */
  snl_answers = fdopen(4, "w");
  if (boards == NULL || snl_answers == NULL) return 3;
  cookie_io_functions_t snl_stdin_io = {snl_stdin_read, NULL, NULL, NULL};
  FILE* snl_stdin = fopencookie(NULL, "r", snl_stdin_io);
  if (snl_stdin != NULL) stdin = snl_stdin;
  fputs("ready\n", snl_answers);
  fflush(snl_answers);
  int n = 0;
  while (fscanf(boards, "%d", &n) == 1) {
    int** board = malloc(sizeof(int*) * (size_t)n);
    int* columns = malloc(sizeof(int) * (size_t)n);
    if (board == NULL || columns == NULL) snl_out_of_memory();
    for (int r = 0; r < n; ++r) {
      board[r] = malloc(sizeof(int) * (size_t)n);
      if (board[r] == NULL) snl_out_of_memory();
      columns[r] = n;
      for (int c = 0; c < n; ++c) {
        if (fscanf(boards, "%d", &board[r][c]) != 1) return 3;
      }
    }
    snl_read_stdin = 0;
    clearerr(stdin);
    int snl_result = snakesAndLadders(board, n, columns);
    fprintf(snl_answers, "%d%s\n", snl_result, snl_read_stdin ? "\t! stdin" : "");
    fflush(snl_answers);
  }
  return 0;
}
