print("catalog: not yet implemented")
