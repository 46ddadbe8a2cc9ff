/* The floor of the IFC benchmark: read the whole file into memory and count its ';' bytes.
 * Any reader has to do at least this much (read every byte once). Prints {"bytes":N,"semicolons":N}. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: floor FILE\n"); return 2; }
    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) { perror(argv[1]); return 1; }
    size_t size = (size_t)st.st_size, got = 0;
    unsigned char *buf = malloc(size ? size : 1);
    if (!buf) { perror("malloc"); return 1; }
    while (got < size) {
        ssize_t n = read(fd, buf + got, size - got);
        if (n <= 0) { perror("read"); return 1; }
        got += (size_t)n;
    }
    size_t count = 0;
    for (size_t i = 0; i < size; i++) count += buf[i] == ';';
    printf("{\"bytes\":%zu,\"semicolons\":%zu}\n", size, count);
    free(buf);
    close(fd);
    return 0;
}
