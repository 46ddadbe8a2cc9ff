"""A real SMTP server for the end-to-end tests: every message received is written to a folder as an .eml file.

Usage: python3 smtp_sink.py PORT FOLDER
"""

import asyncio
import pathlib
import sys
import time

from aiosmtpd.controller import Controller


class Store:
    def __init__(self, folder: pathlib.Path):
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)

    async def handle_DATA(self, server, session, envelope):
        name = f"{time.time_ns()}.eml"
        tmp = self.folder / (name + ".tmp")
        tmp.write_bytes(envelope.original_content or envelope.content)
        tmp.rename(self.folder / name)
        return "250 Message accepted for delivery"


def main() -> None:
    port, folder = int(sys.argv[1]), pathlib.Path(sys.argv[2])
    controller = Controller(Store(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print(f"smtp sink on 127.0.0.1:{port}", flush=True)
    try:
        asyncio.get_event_loop().run_forever()
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
