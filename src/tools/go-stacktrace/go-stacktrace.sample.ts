/** A Go panic with the goroutine dump GOTRACEBACK=all prints: a nil dereference and a pool of blocked workers. */
export const goSample = `panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6d3f52]

goroutine 42 [running]:
github.com/acme/shipping/internal/quote.(*Service).Price(0x0, {0x8a5e10, 0xc0001b4000}, 0xc0002a6f00)
	/src/shipping/internal/quote/service.go:87 +0x32
github.com/acme/shipping/internal/api.(*Handler).quote(0xc00012c0f0, {0x8a4b90, 0xc0001d81c0}, 0xc0001f2200)
	/src/shipping/internal/api/handler.go:54 +0x1a5
net/http.HandlerFunc.ServeHTTP(0xc0001f2100?, {0x8a4b90?, 0xc0001d81c0?}, 0x0?)
	/usr/local/go/src/net/http/server.go:2220 +0x29
net/http.(*ServeMux).ServeHTTP(0x4a9c59?, {0x8a4b90, 0xc0001d81c0}, 0xc0001f2200)
	/usr/local/go/src/net/http/server.go:2747 +0x1ca
net/http.serverHandler.ServeHTTP({0xc0001b2ea0?}, {0x8a4b90?, 0xc0001d81c0?}, 0x6?)
	/usr/local/go/src/net/http/server.go:3210 +0x8e
net/http.(*conn).serve(0xc0001ae1b0, {0x8a5e10, 0xc0001b2db0})
	/usr/local/go/src/net/http/server.go:2092 +0x5d0
created by net/http.(*Server).Serve in goroutine 1
	/usr/local/go/src/net/http/server.go:3360 +0x485

goroutine 1 [IO wait]:
internal/poll.runtime_pollWait(0x7f3b5c1d8e80, 0x72)
	/usr/local/go/src/runtime/netpoll.go:351 +0x85
net.(*netFD).accept(0xc000158080)
	/usr/local/go/src/net/fd_unix.go:172 +0x29
net/http.(*Server).Serve(0xc00015c000, {0x8a4d70, 0xc000118040})
	/usr/local/go/src/net/http/server.go:3330 +0x30c
main.main()
	/src/shipping/cmd/server/main.go:38 +0x2f1

goroutine 7 [chan receive, 12 minutes]:
github.com/acme/shipping/internal/jobs.(*Pool).worker(0xc000130000, 0x0)
	/src/shipping/internal/jobs/pool.go:61 +0x8d
created by github.com/acme/shipping/internal/jobs.NewPool in goroutine 1
	/src/shipping/internal/jobs/pool.go:40 +0x11e

goroutine 8 [chan receive, 12 minutes]:
github.com/acme/shipping/internal/jobs.(*Pool).worker(0xc000130000, 0x1)
	/src/shipping/internal/jobs/pool.go:61 +0x8d
created by github.com/acme/shipping/internal/jobs.NewPool in goroutine 1
	/src/shipping/internal/jobs/pool.go:40 +0x11e

goroutine 9 [chan receive, 12 minutes]:
github.com/acme/shipping/internal/jobs.(*Pool).worker(0xc000130000, 0x2)
	/src/shipping/internal/jobs/pool.go:61 +0x8d
created by github.com/acme/shipping/internal/jobs.NewPool in goroutine 1
	/src/shipping/internal/jobs/pool.go:40 +0x11e

goroutine 10 [chan receive, 11 minutes]:
github.com/acme/shipping/internal/jobs.(*Pool).worker(0xc000130000, 0x3)
	/src/shipping/internal/jobs/pool.go:61 +0x8d
created by github.com/acme/shipping/internal/jobs.NewPool in goroutine 1
	/src/shipping/internal/jobs/pool.go:40 +0x11e

goroutine 23 [select]:
database/sql.(*DB).connectionOpener(0xc0001a2000, {0x8a5da0, 0xc000186050})
	/usr/local/go/src/database/sql/sql.go:1253 +0x8d
created by database/sql.OpenDB in goroutine 1
	/usr/local/go/src/database/sql/sql.go:833 +0x130
exit status 2`;
