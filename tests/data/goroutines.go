// Four goroutines recurse in work (entry probes on it agree with the host); with an
// argument, grow recurses with 2 KiB frames, so the goroutine's stack is copied to a
// larger one while a uretprobe has hijacked return addresses on it: Go's unwinder then
// finds the [uprobes] trampoline as a return pc and the program dies, as natively.
package main

import (
	"fmt"
	"os"
	"sync"
)

//go:noinline
func work(n int) int {
	if n == 0 {
		return 0
	}
	var buf [64]byte
	buf[n%64] = byte(n)
	return work(n-1) + int(buf[n%64])
}

//go:noinline
func grow(n int) int {
	var big [2048]byte
	big[n%2048] = byte(n)
	if n == 0 {
		return int(big[0])
	}
	return grow(n-1) + int(big[n%2048])
}

func main() {
	var wg sync.WaitGroup
	results := make([]int, 4)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			results[i] = work(50 * (i + 1))
		}(i)
	}
	wg.Wait()
	fmt.Println(results)
	if len(os.Args) > 1 {
		fmt.Println(grow(40))
	}
}
