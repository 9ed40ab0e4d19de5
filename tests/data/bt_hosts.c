/* gethostlatency.bt's program: getaddrinfo and gethostbyname on localhost (/etc/hosts, no network). */
#include <netdb.h>
#include <stdio.h>
#include <string.h>
int main(void) {
    struct addrinfo *res = 0;
    int rc = getaddrinfo("localhost", NULL, NULL, &res);
    printf("rc %d\n", rc);
    if (res) freeaddrinfo(res);
    struct hostent *h = gethostbyname("localhost");
    printf("h %s\n", h ? "ok" : "none");
    return 0;
}
