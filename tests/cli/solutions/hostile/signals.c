// Issue 51: sends snl check (its parent) every signal that ends a process by default and that it may send, and
// leaves a child of its own in a new session (setsid) that sleeps, its pid appended to $SNL_TEST_PIDS; then answers 0
// (wrong). snl check must survive, give its verdict, and leave no process and no temporary file behind.
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

static void snl_test_note_pid(pid_t pid) {
    const char* path = getenv("SNL_TEST_PIDS");
    if (path == NULL) return;
    FILE* out = fopen(path, "a");
    if (out == NULL) return;
    fprintf(out, "%d\n", (int)pid);
    fclose(out);
}

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    (void)board, (void)boardSize, (void)boardColSize;
    pid_t child = fork();
    if (child == 0) {
        setsid();
        snl_test_note_pid(getpid());
        for (;;) pause();
    }
    const int signals[] = {SIGUSR1, SIGUSR2, SIGQUIT, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGTERM};
    for (size_t k = 0; k < sizeof signals / sizeof signals[0]; ++k) kill(getppid(), signals[k]);
    return 0;
}
