module github.com/unicorn-engine/unicorn

go 1.17

