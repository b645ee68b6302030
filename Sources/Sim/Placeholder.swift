public enum SimPlaceholder {}
