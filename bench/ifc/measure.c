/* Runs a command and reports its own resource usage: measure OUT COMMAND [ARGS...]
 * Writes "user_seconds system_seconds peak_rss_kb exit_code" to OUT once the command has ended. The command's
 * stdout and stderr are left as they are. A small C parent keeps the inherited RSS high-water mark small (Linux
 * carries it across fork and exec, so measuring from Python would add the interpreter's ~16 MB to every tool). */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: measure OUT COMMAND [ARGS...]\n"); return 2; }
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return 1; }
    if (pid == 0) { execvp(argv[2], argv + 2); perror(argv[2]); _exit(127); }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) { perror("wait4"); return 1; }
    FILE *out = fopen(argv[1], "w");
    if (!out) { perror(argv[1]); return 1; }
    fprintf(out, "%ld.%06ld %ld.%06ld %ld %d\n", (long)usage.ru_utime.tv_sec, (long)usage.ru_utime.tv_usec,
            (long)usage.ru_stime.tv_sec, (long)usage.ru_stime.tv_usec, usage.ru_maxrss,
            WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    fclose(out);
    return 0;
}
